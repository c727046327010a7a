// What a route answers, as a schema the OpenAPI description is built from (api-docs/openapi.ts). Response views are
// zod schemas (views/, and each feature's *.view.ts): the view functions are typed by them, the description is
// generated from them, and the client's types are generated from the description (frontend/src/types/openapi.ts).
import { applyDecorators, HttpCode } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { ErrorView } from '../views/detail.view.js';

/**
 * The route answers `schema` with `status` (200 unless given; a POST that creates a record passes 201). The status
 * is set here for both the route and its description, so the two cannot differ. Without a schema there is no body.
 */
export function Answers(schema: z.ZodType | null, status = 200, description = 'OK') {
  return applyDecorators(HttpCode(status), ApiResponse(schema ? { status, description, standardSchema: schema } : { status, description }));
}

/** The answer is not JSON (a calendar file, an image, a page): its media type and what it is. */
export function AnswersFile(mediaType: string, description: string) {
  return ApiResponse({ status: 200, description, content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } } });
}

/** Groups a controller's routes under a heading in /api/docs. */
export const Section = (name: string) => ApiTags(name);

/** A refusal worth naming beside the generic ones, with its body when it carries more than `detail` (a 409's current record). */
export const Refuses = (status: number, description: string, body: z.ZodType = ErrorView) => ApiResponse({ status, description, standardSchema: body });

/** One line on what the route is for, shown in /api/docs. */
export const Summary = (summary: string, description?: string) => ApiOperation({ summary, description });
