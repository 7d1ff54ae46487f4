import { API_CLIENT_MESSAGES, isHttpsUrl, validateApiClient, validateEndpoint } from './apiClientLabels';

describe('the API Clients forms’ rules (docs/integrators.md "Create an API client")', () => {
  it('a client needs a name of at most 100 characters and a scope', () => {
    expect(validateApiClient({ name: '  ', scopes: [] })).toEqual({
      name: API_CLIENT_MESSAGES.name,
      scopes: API_CLIENT_MESSAGES.scopes,
    });
    expect(validateApiClient({ name: 'x'.repeat(101), scopes: ['REGISTER_READ'] }).name).toBe(
      'The name may have at most 100 characters',
    );
    expect(validateApiClient({ name: ` ${'x'.repeat(100)} `, scopes: ['REGISTER_READ'] })).toEqual({
      name: undefined,
      scopes: undefined,
    });
  });

  it('an endpoint needs an https:// URL (http:// only to loopback), an event, a note of at most 500', () => {
    expect(isHttpsUrl('https://hooks.example.com/x')).toBe(true);
    expect(isHttpsUrl('http://hooks.example.com/x')).toBe(false);
    expect(isHttpsUrl('http://127.0.0.1:4000/x')).toBe(true);
    expect(isHttpsUrl('http://localhost/x')).toBe(true);
    expect(isHttpsUrl('ftp://hooks.example.com')).toBe(false);
    expect(isHttpsUrl('hooks.example.com')).toBe(false);
    expect(validateEndpoint({ url: '', description: '', events: [] })).toEqual({
      url: API_CLIENT_MESSAGES.url,
      description: undefined,
      events: API_CLIENT_MESSAGES.events,
    });
    expect(validateEndpoint({ url: `https://a.example/${'p'.repeat(2000)}`, description: '', events: [] }).url).toBe(
      'The URL must be at most 2000 characters',
    );
    expect(
      validateEndpoint({ url: 'https://a.example', description: 'd'.repeat(501), events: ['CERTIFICATE_ISSUED'] }),
    ).toEqual({ url: undefined, description: 'The description must be at most 500 characters', events: undefined });
  });
});
