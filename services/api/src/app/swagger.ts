import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

export const DOCS_PATH = 'api/docs';

/** Serves the OpenAPI description: UI at /api/docs, JSON at /api/docs-json. */
export function setUpSwagger(app: INestApplication, version: string): void {
  const config = new DocumentBuilder()
    .setTitle('From sun to sanctuary API')
    .setDescription('Projects, health and (later) donations, newsletter, volunteers and contact for the solar charity website.')
    .setVersion(version)
    .build();
  const document = SwaggerModule.createDocument(app, config);
  SwaggerModule.setup(DOCS_PATH, app, document, { jsonDocumentUrl: `${DOCS_PATH}-json`, yamlDocumentUrl: `${DOCS_PATH}-yaml` });
}
