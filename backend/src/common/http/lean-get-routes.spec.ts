import { EventEmitter } from 'node:events';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

import type { NextFunction, Request, RequestHandler, Response } from 'express';

import { API_MESSAGES } from '../../contracts';
import { NotFoundError } from '../../kernel/domain-errors';
import { answerLeanRoutesFirst, headersSetBy, leanGetRoutes } from './lean-get-routes';

function recordingResponse() {
  const headers: Record<string, unknown> = {};
  let ended: (body: { status: number; json: unknown }) => void = () => undefined;
  const done = new Promise<{ status: number; json: unknown }>((resolve) => (ended = resolve));
  const response = {
    statusCode: 200,
    headersSent: false,
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = value),
    getHeader: (name: string) => headers[name.toLowerCase()],
    end(json: string) {
      ended({ status: this.statusCode, json: JSON.parse(json) });
    },
  };
  return { response: response as unknown as ServerResponse, headers, done };
}

const request = (method: string, url: string, cookie?: string) => ({ method, url, headers: cookie ? { cookie } : {} }) as unknown as IncomingMessage;
const passThroughLog: RequestHandler = (_req, _res, next) => next();

describe('leanGetRoutes (issue 22)', () => {
  const read = jest.fn(async (query: Record<string, unknown>) => ({ echoed: query }));
  const lean = leanGetRoutes([{ path: '/api/things', read }], {
    accepts: (req) => !req.headers.cookie,
    headers: [['Cache-Control', 'no-store']],
    requestLog: passThroughLog,
  });
  beforeEach(() => read.mockClear());

  it('answers a GET of its exact path with the parsed query, the headers and the JSON', async () => {
    const { response, headers, done } = recordingResponse();
    expect(lean(request('GET', '/api/things?a=1&b=x&b=y'), response)).toBe(true);
    expect(await done).toEqual({ status: 200, json: { echoed: { a: '1', b: ['x', 'y'] } } });
    expect(headers).toMatchObject({ 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8' });
  });

  it.each([
    ['another method', request('POST', '/api/things')],
    ['another path', request('GET', '/api/things/1')],
    ['a prefix of the path', request('GET', '/api/thing')],
    ['a request it does not accept', request('GET', '/api/things', 'sid=1')],
  ])('leaves %s to the usual way', (_name, req) => {
    expect(lean(req, recordingResponse().response)).toBe(false);
    expect(read).not.toHaveBeenCalled();
  });

  it('answers errors in the one error shape', async () => {
    read.mockRejectedValueOnce(new NotFoundError('Nothing here'));
    const notFound = recordingResponse();
    lean(request('GET', '/api/things'), notFound.response);
    expect(await notFound.done).toEqual({ status: 404, json: { statusCode: 404, message: 'Nothing here' } });

    read.mockRejectedValueOnce(new Error('a secret detail'));
    const failed = recordingResponse();
    lean(request('GET', '/api/things'), failed.response);
    expect(await failed.done).toEqual({ status: 500, json: { statusCode: 500, message: API_MESSAGES.internalError } });
  });
});

describe('answerLeanRoutesFirst', () => {
  it('sends what the lean routes decline to the server’s own listener', () => {
    const server = new EventEmitter() as unknown as Server;
    const usual = jest.fn();
    server.on('request', usual);
    answerLeanRoutesFirst(server, (req) => req.url === '/lean');
    server.emit('request', request('GET', '/lean'), {});
    server.emit('request', request('GET', '/other'), {});
    expect(usual).toHaveBeenCalledTimes(1);
    expect((usual.mock.calls[0][0] as IncomingMessage).url).toBe('/other');
  });
});

describe('headersSetBy', () => {
  it('records what header-only middleware sets and removes', () => {
    const setting = (_req: Request, res: Response, next: NextFunction) => {
      res.setHeader('X-One', '1');
      res.setHeader('X-Two', '2');
      next();
    };
    const removing = (_req: Request, res: Response, next: NextFunction) => {
      res.removeHeader('x-two');
      next();
    };
    expect(headersSetBy([setting as RequestHandler, removing as RequestHandler])).toEqual([['X-One', '1']]);
  });

  it('refuses middleware that does not pass the request on at once', () => {
    expect(() => headersSetBy([() => undefined])).toThrow('did not pass the request on');
  });
});
