/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ subject: NonNullable<unknown>, to: NonNullable<unknown> }} Console_Outbox_Resend_DescriptionInputs */

const en_console_outbox_resend_description = /** @type {(inputs: Console_Outbox_Resend_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The Trigger Email extension tries once more to deliver “${i?.subject}” to ${i?.to}. The resend is recorded in the global audit log.`)
};

const de_console_outbox_resend_description = /** @type {(inputs: Console_Outbox_Resend_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Trigger-Email-Erweiterung versucht noch einmal, „${i?.subject}“ an ${i?.to} zuzustellen. Das erneute Senden wird im globalen Audit-Log festgehalten.`)
};

const fr_console_outbox_resend_description = /** @type {(inputs: Console_Outbox_Resend_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’extension Trigger Email tente encore une fois de distribuer « ${i?.subject} » à ${i?.to}. Le renvoi est consigné dans le journal d’audit global.`)
};

const nl_console_outbox_resend_description = /** @type {(inputs: Console_Outbox_Resend_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De Trigger Email-extensie probeert “${i?.subject}” nog één keer af te leveren aan ${i?.to}. Het opnieuw verzenden wordt vastgelegd in het globale auditlogboek.`)
};

const es_console_outbox_resend_description = /** @type {(inputs: Console_Outbox_Resend_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La extensión Trigger Email intenta una vez más entregar «${i?.subject}» a ${i?.to}. El reenvío queda registrado en el registro de auditoría global.`)
};

const en_xa2_console_outbox_resend_description = /** @type {(inputs: Console_Outbox_Resend_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé Ţŕíĝĝéŕ Éɱáíļ éẋţéñšíöñ ţŕíéš öñçé ɱöŕé ţö ðéļíṽéŕ “${i?.subject}” ţö ${i?.to}. Ţĥé ŕéšéñð íš ŕéçöŕðéð íñ ţĥé ĝļöƀáļ áüðíţ ļöĝ. one two three four five six seven eight ]`)
};

/**
* | output |
* | --- |
* | "The Trigger Email extension tries once more to deliver “{subject}” to {to}. The resend is recorded in the global audit log." |
*
* @param {Console_Outbox_Resend_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_resend_description = /** @type {((inputs: Console_Outbox_Resend_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_Resend_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_resend_description(inputs)
	if (locale === "fr") return fr_console_outbox_resend_description(inputs)
	if (locale === "nl") return nl_console_outbox_resend_description(inputs)
	if (locale === "es") return es_console_outbox_resend_description(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_resend_description(inputs)
	return en_console_outbox_resend_description(inputs)
});