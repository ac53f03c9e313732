/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ui_Skip_To_ContentInputs */

const en_ui_skip_to_content = /** @type {(inputs: Ui_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip to content`)
};

const de_ui_skip_to_content = /** @type {(inputs: Ui_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Inhalt springen`)
};

const fr_ui_skip_to_content = /** @type {(inputs: Ui_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller au contenu`)
};

const nl_ui_skip_to_content = /** @type {(inputs: Ui_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naar de inhoud`)
};

const es_ui_skip_to_content = /** @type {(inputs: Ui_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir al contenido`)
};

const en_xa2_ui_skip_to_content = /** @type {(inputs: Ui_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šķíþ ţö çöñţéñţ on]`)
};

/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Ui_Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ui_skip_to_content = /** @type {((inputs?: Ui_Skip_To_ContentInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Skip_To_ContentInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ui_skip_to_content(inputs)
	if (locale === "fr") return fr_ui_skip_to_content(inputs)
	if (locale === "nl") return nl_ui_skip_to_content(inputs)
	if (locale === "es") return es_ui_skip_to_content(inputs)
	if (locale === "en-XA") return en_xa2_ui_skip_to_content(inputs)
	return en_ui_skip_to_content(inputs)
});