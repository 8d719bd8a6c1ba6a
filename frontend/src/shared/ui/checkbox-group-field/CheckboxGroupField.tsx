import type { ComponentProps } from 'react';
import { Checkbox } from 'antd';

type CheckboxGroupFieldProps = ComponentProps<typeof Checkbox.Group> & { 'aria-required'?: boolean | 'true' | 'false' };

/**
 * A checkbox group inside an antd Form.Item with a `required` rule: the item hands its control
 * `aria-required`, which a checkbox group's element does not support (axe aria-allowed-attr, critical).
 * The group takes every other prop; the label keeps its required mark and the rule still runs.
 */
export function CheckboxGroupField({ 'aria-required': _ariaRequired, ...props }: CheckboxGroupFieldProps) {
  return <Checkbox.Group {...props} />;
}
