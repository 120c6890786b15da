// The source priority an import ranks sources by: the project's and the user's lists, as the
// source-priority area stores them. The one place the pipeline reads them.
export { priorityLists } from '../source-priority/index.js'
