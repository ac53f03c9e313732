/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Subs_Reason_HintInputs */

const en_console_subs_reason_hint = /** @type {(inputs: Console_Subs_Reason_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shown to the organisation's owners.`)
};

const de_console_subs_reason_hint = /** @type {(inputs: Console_Subs_Reason_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird den Inhabern der Organisation angezeigt.`)
};

const fr_console_subs_reason_hint = /** @type {(inputs: Console_Subs_Reason_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Affiché aux propriétaires de l’organisation.`)
};

const nl_console_subs_reason_hint = /** @type {(inputs: Console_Subs_Reason_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Getoond aan de eigenaren van de organisatie.`)
};

const es_console_subs_reason_hint = /** @type {(inputs: Console_Subs_Reason_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se muestra a los propietarios de la organización.`)
};

const en_xa2_console_subs_reason_hint = /** @type {(inputs: Console_Subs_Reason_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥöŵñ ţö ţĥé öŕĝáñíšáţíöñ'š öŵñéŕš. one two t]`)
};

/**
* | output |
* | --- |
* | "Shown to the organisation's owners." |
*
* @param {Console_Subs_Reason_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_subs_reason_hint = /** @type {((inputs?: Console_Subs_Reason_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Subs_Reason_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_subs_reason_hint(inputs)
	if (locale === "fr") return fr_console_subs_reason_hint(inputs)
	if (locale === "nl") return nl_console_subs_reason_hint(inputs)
	if (locale === "es") return es_console_subs_reason_hint(inputs)
	if (locale === "en-XA") return en_xa2_console_subs_reason_hint(inputs)
	return en_console_subs_reason_hint(inputs)
});