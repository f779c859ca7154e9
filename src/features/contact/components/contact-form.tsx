"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { sendContactMessage } from "@/features/contact/actions/send-contact-message";
import {
  contactMessageSchema,
  contactTopics,
  isContactErrorCode,
  type ContactMessage,
  type ContactMessageInput,
} from "@/features/contact/domain/contact-message";
import { Button } from "@/ui/button";
import { useHydrated } from "@/ui/use-hydrated";
import { ContactField } from "./contact-field";

const inputClass =
  "w-full rounded-lg border border-line bg-bg px-3 py-2 text-fg outline-none focus:border-primary aria-[invalid=true]:border-red-600";

/** The contact form: validated in the browser and again on the server; a toast confirms sending. */
export function ContactForm() {
  const hydrated = useHydrated();
  const t = useTranslations("contact");
  const tForm = useTranslations("formErrors");
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { name: "", email: "", topic: undefined, message: "", website: "" },
    mode: "onTouched",
  });
  const { errors, isSubmitting } = form.formState;
  const errorText = (code: string | undefined) => (code ? t(`errors.${isContactErrorCode(code) ? code : "generic"}`) : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await sendContactMessage(values);
    if (result.ok) {
      toast.success(t("success"));
      form.reset();
      return;
    }
    for (const [field, code] of Object.entries(result.fieldErrors ?? {})) {
      form.setError(field as keyof ContactMessageInput, { message: code });
    }
    if (result.formError) toast.error(tForm(result.formError));
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" data-testid="contact-form">
      <ContactField id="contact-name" label={t("name")} error={errorText(errors.name?.message)}>
        <input id="contact-name" autoComplete="name" className={inputClass} aria-invalid={Boolean(errors.name)} {...form.register("name")} />
      </ContactField>
      <ContactField id="contact-email" label={t("email")} error={errorText(errors.email?.message)}>
        <input id="contact-email" type="email" autoComplete="email" dir="ltr" className={`${inputClass} text-start`} aria-invalid={Boolean(errors.email)} {...form.register("email")} />
      </ContactField>
      <ContactField id="contact-topic" label={t("topic")} error={errorText(errors.topic?.message)}>
        <select id="contact-topic" className={inputClass} aria-invalid={Boolean(errors.topic)} defaultValue="" {...form.register("topic")}>
          <option value="" disabled>
            {t("topicPlaceholder")}
          </option>
          {contactTopics.map((topic) => (
            <option key={topic} value={topic}>
              {t(`topics.${topic}`)}
            </option>
          ))}
        </select>
      </ContactField>
      <ContactField id="contact-message" label={t("message")} error={errorText(errors.message?.message)}>
        <textarea id="contact-message" rows={6} className={inputClass} aria-invalid={Boolean(errors.message)} {...form.register("message")} />
      </ContactField>
      <div aria-hidden className="absolute -z-10 h-0 w-0 overflow-hidden opacity-0">
        <input id="contact-website" tabIndex={-1} autoComplete="off" {...form.register("website")} />
      </div>
      <Button type="submit" disabled={isSubmitting || !hydrated} data-testid="contact-submit">
        {isSubmitting ? t("sending") : t("submit")}
      </Button>
    </form>
  );
}
