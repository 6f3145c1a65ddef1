export { type AttentionAudience, type AttentionSource, StaffAttentionSource } from './attention-source';
