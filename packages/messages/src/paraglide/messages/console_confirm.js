/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_ConfirmInputs */

const en_console_confirm = /** @type {(inputs: Console_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm`)
};

const de_console_confirm = /** @type {(inputs: Console_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigen`)
};

const fr_console_confirm = /** @type {(inputs: Console_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer`)
};

const nl_console_confirm = /** @type {(inputs: Console_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bevestigen`)
};

const es_console_confirm = /** @type {(inputs: Console_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar`)
};

const en_xa2_console_confirm = /** @type {(inputs: Console_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöñƒíŕɱ ]`)
};

/**
* | output |
* | --- |
* | "Confirm" |
*
* @param {Console_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_confirm = /** @type {((inputs?: Console_ConfirmInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_ConfirmInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_confirm(inputs)
	if (locale === "fr") return fr_console_confirm(inputs)
	if (locale === "nl") return nl_console_confirm(inputs)
	if (locale === "es") return es_console_confirm(inputs)
	if (locale === "en-XA") return en_xa2_console_confirm(inputs)
	return en_console_confirm(inputs)
});