import { getMetadataStorage, IsInt, IsString, MaxLength, validate } from 'class-validator';

import { cacheValidationMetadataLookups } from './validation-metadata-cache';

class Parent {
  @IsString()
  name!: string;
}

class Child extends Parent {
  @IsInt()
  age!: number;
}

const messagesOf = async (value: object) => (await validate(value)).flatMap((error) => Object.keys(error.constraints ?? {})).sort();

describe('cacheValidationMetadataLookups (issue 22)', () => {
  beforeAll(() => cacheValidationMetadataLookups());

  it('validates as before, inherited rules included, on every call', async () => {
    const child = Object.assign(new Child(), { name: 7, age: 'x' });
    expect(await messagesOf(child)).toEqual(['isInt', 'isString']);
    expect(await messagesOf(child)).toEqual(['isInt', 'isString']);
    expect(await messagesOf(Object.assign(new Child(), { name: 'Ada', age: 3 }))).toEqual([]);
  });

  it('sees a rule added after a lookup was kept', async () => {
    const storage = getMetadataStorage();
    const kept = storage.getTargetValidationMetadatas(Parent, '', false, false);
    expect(storage.getTargetValidationMetadatas(Parent, '', false, false)).toBe(kept);
    expect(await messagesOf(Object.assign(new Parent(), { name: 'a long name' }))).toEqual([]);
    MaxLength(3)(Parent.prototype, 'name');
    expect(await messagesOf(Object.assign(new Parent(), { name: 'a long name' }))).toEqual(['maxLength']);
    expect(storage.getTargetValidationMetadatas(Parent, '', false, false)).not.toBe(kept);
  });

  it('is installed once however often it is asked', () => {
    const storage = getMetadataStorage();
    const installed = storage.getTargetValidationMetadatas;
    cacheValidationMetadataLookups();
    expect(storage.getTargetValidationMetadatas).toBe(installed);
  });
});
