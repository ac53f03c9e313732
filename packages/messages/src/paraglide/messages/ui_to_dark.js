/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ui_To_DarkInputs */

const en_ui_to_dark = /** @type {(inputs: Ui_To_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Switch to dark theme`)
};

const de_ui_to_dark = /** @type {(inputs: Ui_To_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum dunklen Design wechseln`)
};

const fr_ui_to_dark = /** @type {(inputs: Ui_To_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passer au thème sombre`)
};

const nl_ui_to_dark = /** @type {(inputs: Ui_To_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naar donker thema`)
};

const es_ui_to_dark = /** @type {(inputs: Ui_To_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar al tema oscuro`)
};

const en_xa2_ui_to_dark = /** @type {(inputs: Ui_To_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šŵíţçĥ ţö ðáŕķ ţĥéɱé one ]`)
};

/**
* | output |
* | --- |
* | "Switch to dark theme" |
*
* @param {Ui_To_DarkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ui_to_dark = /** @type {((inputs?: Ui_To_DarkInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_To_DarkInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ui_to_dark(inputs)
	if (locale === "fr") return fr_ui_to_dark(inputs)
	if (locale === "nl") return nl_ui_to_dark(inputs)
	if (locale === "es") return es_ui_to_dark(inputs)
	if (locale === "en-XA") return en_xa2_ui_to_dark(inputs)
	return en_ui_to_dark(inputs)
});