/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_ResendInputs */

const en_console_outbox_resend = /** @type {(inputs: Console_Outbox_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resend`)
};

const de_console_outbox_resend = /** @type {(inputs: Console_Outbox_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erneut senden`)
};

const fr_console_outbox_resend = /** @type {(inputs: Console_Outbox_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renvoyer`)
};

const nl_console_outbox_resend = /** @type {(inputs: Console_Outbox_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opnieuw verzenden`)
};

const es_console_outbox_resend = /** @type {(inputs: Console_Outbox_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reenviar`)
};

const en_xa2_console_outbox_resend = /** @type {(inputs: Console_Outbox_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšéñð ]`)
};

/**
* | output |
* | --- |
* | "Resend" |
*
* @param {Console_Outbox_ResendInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_resend = /** @type {((inputs?: Console_Outbox_ResendInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_ResendInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_resend(inputs)
	if (locale === "fr") return fr_console_outbox_resend(inputs)
	if (locale === "nl") return nl_console_outbox_resend(inputs)
	if (locale === "es") return es_console_outbox_resend(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_resend(inputs)
	return en_console_outbox_resend(inputs)
});