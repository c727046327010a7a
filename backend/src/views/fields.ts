// The building blocks of the response views: how the API sends a timestamp, a day and an id. The OpenAPI
// description is generated from the views (api-docs/openapi.ts), and the client's types from the description.
import { z } from 'zod';

/** An ISO 8601 date and time, as every timestamp of the API is sent. */
export const dateTime = () => z.string().meta({ format: 'date-time' });
/** A calendar day, YYYY-MM-DD. */
export const day = () => z.string().meta({ format: 'date' });
/** A record's id. */
export const id = () => z.number().int();
