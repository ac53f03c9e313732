/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_Resend_ConfirmInputs */

const en_console_outbox_resend_confirm = /** @type {(inputs: Console_Outbox_Resend_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resend mail`)
};

const de_console_outbox_resend_confirm = /** @type {(inputs: Console_Outbox_Resend_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mail erneut senden`)
};

const fr_console_outbox_resend_confirm = /** @type {(inputs: Console_Outbox_Resend_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renvoyer le courriel`)
};

const nl_console_outbox_resend_confirm = /** @type {(inputs: Console_Outbox_Resend_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mail opnieuw verzenden`)
};

const es_console_outbox_resend_confirm = /** @type {(inputs: Console_Outbox_Resend_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reenviar el correo`)
};

const en_xa2_console_outbox_resend_confirm = /** @type {(inputs: Console_Outbox_Resend_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšéñð ɱáíļ o]`)
};

/**
* | output |
* | --- |
* | "Resend mail" |
*
* @param {Console_Outbox_Resend_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_resend_confirm = /** @type {((inputs?: Console_Outbox_Resend_ConfirmInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_Resend_ConfirmInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_resend_confirm(inputs)
	if (locale === "fr") return fr_console_outbox_resend_confirm(inputs)
	if (locale === "nl") return nl_console_outbox_resend_confirm(inputs)
	if (locale === "es") return es_console_outbox_resend_confirm(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_resend_confirm(inputs)
	return en_console_outbox_resend_confirm(inputs)
});