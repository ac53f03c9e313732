/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_Enter_EmailInputs */

const en_console_outbox_enter_email = /** @type {(inputs: Console_Outbox_Enter_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an email address.`)
};

const de_console_outbox_enter_email = /** @type {(inputs: Console_Outbox_Enter_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie eine E-Mail-Adresse ein.`)
};

const fr_console_outbox_enter_email = /** @type {(inputs: Console_Outbox_Enter_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez une adresse e-mail.`)
};

const nl_console_outbox_enter_email = /** @type {(inputs: Console_Outbox_Enter_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voer een e-mailadres in.`)
};

const es_console_outbox_enter_email = /** @type {(inputs: Console_Outbox_Enter_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce una dirección de correo electrónico.`)
};

const en_xa2_console_outbox_enter_email = /** @type {(inputs: Console_Outbox_Enter_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ áñ éɱáíļ áððŕéšš. one t]`)
};

/**
* | output |
* | --- |
* | "Enter an email address." |
*
* @param {Console_Outbox_Enter_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_enter_email = /** @type {((inputs?: Console_Outbox_Enter_EmailInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_Enter_EmailInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_enter_email(inputs)
	if (locale === "fr") return fr_console_outbox_enter_email(inputs)
	if (locale === "nl") return nl_console_outbox_enter_email(inputs)
	if (locale === "es") return es_console_outbox_enter_email(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_enter_email(inputs)
	return en_console_outbox_enter_email(inputs)
});