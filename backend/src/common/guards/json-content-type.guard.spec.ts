import { Controller, ExecutionContext, Post } from '@nestjs/common';
import { Reflector } from '@nestjs/core';

import { AcceptsContentTypes } from '../decorators/accepts-content-types.decorator';
import { JsonContentTypeGuard } from './json-content-type.guard';

@Controller()
class UploadsController {
  @Post()
  @AcceptsContentTypes('multipart/form-data')
  upload() {}

  @Post()
  save() {}
}

const contextFor = (handler: keyof UploadsController, headers: Record<string, string>, method = 'POST') =>
  ({
    switchToHttp: () => ({ getRequest: () => ({ method, headers }) }),
    getHandler: () => UploadsController.prototype[handler],
    getClass: () => UploadsController,
  }) as unknown as ExecutionContext;

describe('JsonContentTypeGuard (issue 6, item 1.12)', () => {
  const guard = new JsonContentTypeGuard(new Reflector());
  const multipart = { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '120' };

  it('lets a route opt in to another media type with @AcceptsContentTypes', () => {
    expect(guard.canActivate(contextFor('upload', multipart))).toBe(true);
    expect(guard.canActivate(contextFor('upload', { 'content-type': 'application/json', 'content-length': '2' }))).toBe(true);
    expect(() => guard.canActivate(contextFor('upload', { 'content-type': 'text/plain', 'content-length': '5' }))).toThrow();
  });

  it('refuses that type on routes without the decorator', () => {
    expect(() => guard.canActivate(contextFor('save', multipart))).toThrow(expect.objectContaining({ status: 415 }));
  });

  it('counts a chunked body as a body and leaves GET alone', () => {
    expect(() => guard.canActivate(contextFor('save', { 'content-type': 'text/plain', 'transfer-encoding': 'chunked' }))).toThrow();
    expect(guard.canActivate(contextFor('save', { 'content-type': 'text/plain', 'content-length': '5' }, 'GET'))).toBe(true);
  });
});
