/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ui_SelectInputs */

const en_ui_select = /** @type {(inputs: Ui_SelectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select…`)
};

const de_ui_select = /** @type {(inputs: Ui_SelectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auswählen …`)
};

const fr_ui_select = /** @type {(inputs: Ui_SelectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir…`)
};

const nl_ui_select = /** @type {(inputs: Ui_SelectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiezen…`)
};

const es_ui_select = /** @type {(inputs: Ui_SelectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seleccionar…`)
};

const en_xa2_ui_select = /** @type {(inputs: Ui_SelectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéļéçţ… ]`)
};

/**
* | output |
* | --- |
* | "Select…" |
*
* @param {Ui_SelectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ui_select = /** @type {((inputs?: Ui_SelectInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_SelectInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ui_select(inputs)
	if (locale === "fr") return fr_ui_select(inputs)
	if (locale === "nl") return nl_ui_select(inputs)
	if (locale === "es") return es_ui_select(inputs)
	if (locale === "en-XA") return en_xa2_ui_select(inputs)
	return en_ui_select(inputs)
});