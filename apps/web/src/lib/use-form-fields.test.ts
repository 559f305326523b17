import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormFields } from './use-form-fields';

describe('useFormFields', () => {
  it('keeps what is typed in a field and leaves the others', () => {
    const { result } = renderHook(() => useFormFields({ name: '', email: 'a@b.ae' }));
    act(() => result.current.change('name')({ target: { value: 'Sara' } }));
    expect(result.current.values).toEqual({ name: 'Sara', email: 'a@b.ae' });
  });

  it('clears the error of the field being typed in, and only that one', () => {
    const { result } = renderHook(() => useFormFields({ name: '', email: '' }));
    act(() => result.current.setErrors({ name: 'Name is required', email: 'Email is required' }));
    act(() => result.current.change('email')({ target: { value: 's' } }));
    expect(result.current.errors).toEqual({ name: 'Name is required', email: undefined });
  });

  it('keeps errors for parts that are not values', () => {
    const { result } = renderHook(() => useFormFields<{ note: string }, 'note' | 'items'>(() => ({ note: '' })));
    act(() => result.current.setErrors({ items: 'Add a product' }));
    act(() => result.current.change('note')({ target: { value: 'x' } }));
    expect(result.current.errors).toEqual({ items: 'Add a product' });
  });
});
