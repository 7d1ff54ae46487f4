/**
 * Runs last (files run in name order, one worker): the suite called every (method, path) of both
 * spec tables (support/specEndpoints.ts, written from the spec), and the api's published contract
 * (`GET /openapi.json`) marks exactly those as the spec's (`x-certify-contract: "spec"`), every
 * other operation as an extension.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { endpointKey, SPEC_ENDPOINTS } from './support/specEndpoints';
import { CALLS_FILE, SpecClient } from './support/specClient';

type Operation = Record<string, unknown>;

test('the suite called every endpoint row of both spec tables', () => {
  const called = new Set(
    readFileSync(CALLS_FILE, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const { method, path } = JSON.parse(line) as { method: string; path: string };
        return endpointKey(method, path);
      }),
  );
  const missing = SPEC_ENDPOINTS.filter((e) => !called.has(endpointKey(e.method, e.path))).map(
    (e) => `${e.method} ${e.path}`,
  );
  expect(missing, 'spec rows no test called').toEqual([]);
});

test("GET /openapi.json marks the spec's calls as the contract and every other operation as an extension", async () => {
  const anon = await SpecClient.anonymous();
  const answer = await anon.get('/openapi.json');
  expect(answer.status, answer.describe()).toBe(200);
  const paths = JSON.parse(answer.text).paths as Record<string, Record<string, Operation>>;

  const specKeys = new Set<string>();
  for (const e of SPEC_ENDPOINTS) {
    specKeys.add(endpointKey(e.method, e.path));
    if (e.override) specKeys.add(endpointKey(e.override, e.path));
    const method = (e.override ?? e.method).toLowerCase();
    const operation = Object.entries(paths).find(([p]) => endpointKey('X', p) === endpointKey('X', e.path))?.[1]?.[
      method
    ];
    expect(operation, `${method.toUpperCase()} ${e.path} is in /openapi.json`).toBeTruthy();
    expect(operation?.['x-certify-contract'], `${method.toUpperCase()} ${e.path}`).toBe('spec');
  }
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const mark = operation['x-certify-contract'];
      expect(['spec', 'extension'], `${method.toUpperCase()} ${path}`).toContain(mark);
      if (mark === 'spec') {
        expect(specKeys.has(endpointKey(method, path)), `${method.toUpperCase()} ${path} is a row of the spec`).toBe(
          true,
        );
      }
    }
  }
});
