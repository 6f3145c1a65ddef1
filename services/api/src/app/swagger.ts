import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { STAFF_SESSION_COOKIE } from '../staff-auth/session-cookie';

export const DOCS_PATH = 'api/docs';

/** Serves the OpenAPI description: UI at /api/docs, JSON at /api/docs-json. */
export function setUpSwagger(app: INestApplication, version: string): void {
  const config = new DocumentBuilder()
    .setTitle('From sun to sanctuary API')
    .setDescription('Projects, health and (later) donations, newsletter, volunteers and contact for the solar charity website.')
    .setVersion(version)
    // The back office's session (decision 018); @StaffOnly()/@AdminOnly() name it on every staff operation.
    .addCookieAuth(STAFF_SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: STAFF_SESSION_COOKIE, description: 'Set by POST /api/staff/session' }, STAFF_SESSION_COOKIE)
    .build();
  const document = SwaggerModule.createDocument(app, config);
  SwaggerModule.setup(DOCS_PATH, app, document, { jsonDocumentUrl: `${DOCS_PATH}-json`, yamlDocumentUrl: `${DOCS_PATH}-yaml` });
}
