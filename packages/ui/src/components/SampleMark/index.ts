export { SampleMark, type SampleMarkProps } from './SampleMark';
