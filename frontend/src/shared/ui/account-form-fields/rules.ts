import type { FormRule } from 'antd';
import type { WholeNumberRule } from '@contracts';
import { optionalWholeNumberProblem } from '@/shared/lib';

/** A number field that may be blank (it falls back); anything typed must satisfy `rule` (contracts). */
export function wholeNumberRule(rule: WholeNumberRule): FormRule {
  return {
    validator: async (_rule, value: string | undefined) => {
      const problem = optionalWholeNumberProblem(rule, value);
      if (problem) throw new Error(problem);
    },
  };
}
