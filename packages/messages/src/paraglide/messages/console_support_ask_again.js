/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_Ask_AgainInputs */

const en_console_support_ask_again = /** @type {(inputs: Console_Support_Ask_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can ask again later; the owners decide again.`)
};

const de_console_support_ask_again = /** @type {(inputs: Console_Support_Ask_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie können später erneut fragen; die Inhaber entscheiden erneut.`)
};

const fr_console_support_ask_again = /** @type {(inputs: Console_Support_Ask_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pourrez redemander plus tard ; les propriétaires décideront de nouveau.`)
};

const nl_console_support_ask_again = /** @type {(inputs: Console_Support_Ask_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`U kunt later opnieuw vragen; de eigenaren beslissen opnieuw.`)
};

const es_console_support_ask_again = /** @type {(inputs: Console_Support_Ask_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puedes volver a solicitarlo más tarde; los propietarios decidirán de nuevo.`)
};

const en_xa2_console_support_ask_again = /** @type {(inputs: Console_Support_Ask_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöü çáñ ášķ áĝáíñ ļáţéŕ; ţĥé öŵñéŕš ðéçíðé áĝáíñ. one two three ]`)
};

/**
* | output |
* | --- |
* | "You can ask again later; the owners decide again." |
*
* @param {Console_Support_Ask_AgainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_ask_again = /** @type {((inputs?: Console_Support_Ask_AgainInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_Ask_AgainInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_ask_again(inputs)
	if (locale === "fr") return fr_console_support_ask_again(inputs)
	if (locale === "nl") return nl_console_support_ask_again(inputs)
	if (locale === "es") return es_console_support_ask_again(inputs)
	if (locale === "en-XA") return en_xa2_console_support_ask_again(inputs)
	return en_console_support_ask_again(inputs)
});