// Sign-in and registration: their text fields pull in MUI's input and select code, which no other public page needs.
export { LoginPage } from '@/features/auth/components/login-page';
export { ResetPasswordPage, SetPasswordPage } from '@/features/auth/components/password-link-page';
export { ForgotPasswordPage } from '@/features/auth/components/forgot-password-page';
export { ChangePasswordPage } from '@/features/auth/components/change-password-page';
export { ConfirmEmailPage } from '@/features/auth/components/confirm-email-page';
