// `npm run api:types`: the client's generated types and form limits from the API's description, built from the app's
// modules without a database or a running server (client-types.ts). Without UPDATE_API_TYPES=1 it only checks that
// the committed files are current.
import { CLIENT_LIMITS, CLIENT_TYPES, clientLimits, clientTypes, compareGenerated, describeApiWithoutDatabase } from './client-types.js';

describe('test/api-types.e2e-spec.ts', () => {
  let document: Awaited<ReturnType<typeof describeApiWithoutDatabase>>;

  beforeAll(async () => {
    document = await describeApiWithoutDatabase();
  });

  test('the generated client types are what the app describes', async () => {
    compareGenerated(CLIENT_TYPES, await clientTypes(document));
  });

  test("the client's form limits are the request bodies' limits the app checks", async () => {
    compareGenerated(CLIENT_LIMITS, await clientLimits(document));
  });
});
