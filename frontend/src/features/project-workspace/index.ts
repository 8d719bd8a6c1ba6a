// The project page and the demo project show the same workspace; antd-using, so only lazy member pages
// import it.
export { ChatPane, type ChatEntry } from './ui/ChatPane';
export { ProjectOverview } from './ui/ProjectOverview';
export { ProjectList } from './ui/ProjectCard';
