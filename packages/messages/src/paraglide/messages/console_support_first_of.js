/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shown: NonNullable<unknown>, total: NonNullable<unknown> }} Console_Support_First_OfInputs */

const en_console_support_first_of = /** @type {(inputs: Console_Support_First_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Showing the first ${i?.shown} of ${i?.total} open items`)
};

const de_console_support_first_of = /** @type {(inputs: Console_Support_First_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die ersten ${i?.shown} von ${i?.total} offenen Maßnahmen`)
};

const fr_console_support_first_of = /** @type {(inputs: Console_Support_First_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les ${i?.shown} premières des ${i?.total} actions ouvertes`)
};

const nl_console_support_first_of = /** @type {(inputs: Console_Support_First_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De eerste ${i?.shown} van ${i?.total} openstaande items`)
};

const es_console_support_first_of = /** @type {(inputs: Console_Support_First_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se muestran los primeros ${i?.shown} de ${i?.total} elementos abiertos`)
};

const en_xa2_console_support_first_of = /** @type {(inputs: Console_Support_First_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šĥöŵíñĝ ţĥé ƒíŕšţ ${i?.shown} öƒ ${i?.total} öþéñ íţéɱš one two three]`)
};

/**
* | output |
* | --- |
* | "Showing the first {shown} of {total} open items" |
*
* @param {Console_Support_First_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_first_of = /** @type {((inputs: Console_Support_First_OfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_First_OfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_first_of(inputs)
	if (locale === "fr") return fr_console_support_first_of(inputs)
	if (locale === "nl") return nl_console_support_first_of(inputs)
	if (locale === "es") return es_console_support_first_of(inputs)
	if (locale === "en-XA") return en_xa2_console_support_first_of(inputs)
	return en_console_support_first_of(inputs)
});