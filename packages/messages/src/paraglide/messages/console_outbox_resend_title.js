/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_Resend_TitleInputs */

const en_console_outbox_resend_title = /** @type {(inputs: Console_Outbox_Resend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send this mail again?`)
};

const de_console_outbox_resend_title = /** @type {(inputs: Console_Outbox_Resend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Mail erneut senden?`)
};

const fr_console_outbox_resend_title = /** @type {(inputs: Console_Outbox_Resend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renvoyer ce courriel ?`)
};

const nl_console_outbox_resend_title = /** @type {(inputs: Console_Outbox_Resend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze mail opnieuw verzenden?`)
};

const es_console_outbox_resend_title = /** @type {(inputs: Console_Outbox_Resend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Enviar este correo de nuevo?`)
};

const en_xa2_console_outbox_resend_title = /** @type {(inputs: Console_Outbox_Resend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñð ţĥíš ɱáíļ áĝáíñ? one ]`)
};

/**
* | output |
* | --- |
* | "Send this mail again?" |
*
* @param {Console_Outbox_Resend_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_resend_title = /** @type {((inputs?: Console_Outbox_Resend_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_Resend_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_resend_title(inputs)
	if (locale === "fr") return fr_console_outbox_resend_title(inputs)
	if (locale === "nl") return nl_console_outbox_resend_title(inputs)
	if (locale === "es") return es_console_outbox_resend_title(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_resend_title(inputs)
	return en_console_outbox_resend_title(inputs)
});