export { createWidgetStore, type Reducer, type WidgetStore } from './createWidgetStore';
export { useOptionalWidgetContext, useWidget, useWidgetContext, useWidgetStore, WidgetProvider, type WidgetContext } from './WidgetProvider';
export * from './selectors';
