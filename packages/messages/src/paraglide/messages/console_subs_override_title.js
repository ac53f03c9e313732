/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Console_Subs_Override_TitleInputs */

const en_console_subs_override_title = /** @type {(inputs: Console_Subs_Override_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Override the plan of ${i?.name}`)
};

const de_console_subs_override_title = /** @type {(inputs: Console_Subs_Override_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tarif von ${i?.name} überschreiben`)
};

const fr_console_subs_override_title = /** @type {(inputs: Console_Subs_Override_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remplacer l’offre de ${i?.name}`)
};

const nl_console_subs_override_title = /** @type {(inputs: Console_Subs_Override_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plan van ${i?.name} overschrijven`)
};

const es_console_subs_override_title = /** @type {(inputs: Console_Subs_Override_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sustituir el plan de ${i?.name}`)
};

const en_xa2_console_subs_override_title = /** @type {(inputs: Console_Subs_Override_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Öṽéŕŕíðé ţĥé þļáñ öƒ ${i?.name} one tw]`)
};

/**
* | output |
* | --- |
* | "Override the plan of {name}" |
*
* @param {Console_Subs_Override_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_subs_override_title = /** @type {((inputs: Console_Subs_Override_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Subs_Override_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_subs_override_title(inputs)
	if (locale === "fr") return fr_console_subs_override_title(inputs)
	if (locale === "nl") return nl_console_subs_override_title(inputs)
	if (locale === "es") return es_console_subs_override_title(inputs)
	if (locale === "en-XA") return en_xa2_console_subs_override_title(inputs)
	return en_console_subs_override_title(inputs)
});