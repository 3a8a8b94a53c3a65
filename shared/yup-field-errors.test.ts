import * as yup from 'yup';
import { yupFieldErrors } from './yup-field-errors';

const schema = yup.object({
  name: yup.string().required('Name is required').min(3, 'Name is too short'),
  tags: yup.array(yup.string().max(2, 'Tag too long')),
});

const failureOf = async (value: unknown): Promise<unknown> =>
  schema.validate(value, { abortEarly: false }).then(
    () => null,
    (error: unknown) => error,
  );

describe('yupFieldErrors', () => {
  it('gives the first message of each failing field', async () => {
    expect(yupFieldErrors(await failureOf({ name: '' }))).toEqual({ name: 'Name is required' });
  });

  it('keys a nested path by what keyOf makes of it, and drops what it maps to empty', async () => {
    const error = await failureOf({ name: 'Al', tags: ['abc', 'xyz'] });
    expect(yupFieldErrors(error)).toEqual({ name: 'Name is too short', 'tags[0]': 'Tag too long', 'tags[1]': 'Tag too long' });
    expect(yupFieldErrors(error, (path) => path.split(/[.[]/)[0])).toEqual({ name: 'Name is too short', tags: 'Tag too long' });
    expect(yupFieldErrors(error, (path) => (path === 'name' ? '' : path))).toEqual({ 'tags[0]': 'Tag too long', 'tags[1]': 'Tag too long' });
  });

  it('keys a failure of the whole value (abortEarly, no inner errors) by its own path', async () => {
    const error = await yup
      .string()
      .required('Required')
      .validate('')
      .catch((e: unknown) => e);
    expect(yupFieldErrors(error, (path) => path || 'input')).toEqual({ input: 'Required' });
  });

  it('throws any other error on', () => {
    const other = new Error('network');
    expect(() => yupFieldErrors(other)).toThrow(other);
  });
});
