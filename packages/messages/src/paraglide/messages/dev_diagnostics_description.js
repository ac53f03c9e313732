/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Diagnostics_DescriptionInputs */

const en_dev_diagnostics_description = /** @type {(inputs: Dev_Diagnostics_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Build, Firebase project and your claims, for system developers.`)
};

const de_dev_diagnostics_description = /** @type {(inputs: Dev_Diagnostics_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Build, Firebase-Projekt und Ihre Claims, für Systementwickler.`)
};

const fr_dev_diagnostics_description = /** @type {(inputs: Dev_Diagnostics_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Build, projet Firebase et vos claims, pour les développeurs système.`)
};

const nl_dev_diagnostics_description = /** @type {(inputs: Dev_Diagnostics_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Build, Firebase-project en uw claims, voor systeemontwikkelaars.`)
};

const es_dev_diagnostics_description = /** @type {(inputs: Dev_Diagnostics_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compilación, proyecto de Firebase y sus claims, para desarrolladores del sistema.`)
};

const en_xa2_dev_diagnostics_description = /** @type {(inputs: Dev_Diagnostics_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓüíļð, Ƒíŕéƀášé þŕöĵéçţ áñð ýöüŕ çļáíɱš, ƒöŕ šýšţéɱ ðéṽéļöþéŕš. one two three four ]`)
};

/**
* | output |
* | --- |
* | "Build, Firebase project and your claims, for system developers." |
*
* @param {Dev_Diagnostics_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_diagnostics_description = /** @type {((inputs?: Dev_Diagnostics_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Diagnostics_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_diagnostics_description(inputs)
	if (locale === "fr") return fr_dev_diagnostics_description(inputs)
	if (locale === "nl") return nl_dev_diagnostics_description(inputs)
	if (locale === "es") return es_dev_diagnostics_description(inputs)
	if (locale === "en-XA") return en_xa2_dev_diagnostics_description(inputs)
	return en_dev_diagnostics_description(inputs)
});