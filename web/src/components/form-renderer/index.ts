export * from './answers';
export { FormAnswers, FormRenderer, fieldDomId, type FormRendererProps } from './form-renderer';
