import type { FormRule } from 'antd';

/** A checkbox (a consent) that has to be ticked, with `message` when it is not. */
export function mustBeChecked(message: string): FormRule {
  return {
    validator: async (_rule, value: boolean | undefined) => {
      if (!value) throw new Error(message);
    },
  };
}
