export {
  CourthouseChoicePrompt,
  type CourthouseChoicePromptProps,
  courthouseChoicePromptLabels,
} from './courthouse-choice-prompt.tsx';
