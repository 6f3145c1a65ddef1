import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { CHARITY_NAME } from '@solar/shared-contracts';
import { STAFF_SESSION_COOKIE } from '../kit/session-cookie';

export const DOCS_PATH = 'api/docs';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/**
 * What Redocly's recommended rules ask of every operation, said once here rather than on each controller:
 * an operation without a session requirement is public (`security: []`, stated, not forgotten), and every
 * operation can answer 408, since the servers' request timeouts apply to all of them (app/http-timeouts.ts).
 */
export function completeOperations(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operation.security ??= [];
      const responses = operation.responses;
      if (!Object.keys(responses).some((status) => status.startsWith('4'))) {
        responses['408'] = { description: 'The request did not arrive in time (the server closes slow requests)' };
      }
    }
  }
  return document;
}

export function openApiDocument(app: INestApplication, version: string): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle(`${CHARITY_NAME} API`)
    .setDescription(
      'Projects, donations and monthly gifts, newsletter, volunteers, contact, and the back office of the solar charity website.',
    )
    .setVersion(version)
    .setLicense(
      `Proprietary: ${CHARITY_NAME}, all rights reserved`,
      'https://fromsuntosanctuary.org/legal/privacy-policy',
    )
    .addServer(
      '/',
      "The site's own origin: the API answers under /api (and PayPal's paths under /paypal) through the site's server",
    )
    // The back office's session (decision 018); @StaffOnly()/@AdminOnly() name it on every staff operation.
    .addCookieAuth(
      STAFF_SESSION_COOKIE,
      { type: 'apiKey', in: 'cookie', name: STAFF_SESSION_COOKIE, description: 'Set by POST /api/staff/session' },
      STAFF_SESSION_COOKIE,
    )
    .build();
  return completeOperations(SwaggerModule.createDocument(app, config));
}

/** Serves the OpenAPI description: UI at /api/docs, JSON at /api/docs-json. */
export function setUpSwagger(app: INestApplication, version: string): void {
  SwaggerModule.setup(DOCS_PATH, app, openApiDocument(app, version), {
    jsonDocumentUrl: `${DOCS_PATH}-json`,
    yamlDocumentUrl: `${DOCS_PATH}-yaml`,
  });
}
