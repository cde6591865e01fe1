// Mantine's MultiSelect as its own chunk for components/deferred-multi-select.tsx.
export { MultiSelect as default } from '@mantine/core'
