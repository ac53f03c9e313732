/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ui_Chart_ValueInputs */

const en_ui_chart_value = /** @type {(inputs: Ui_Chart_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Value`)
};

const de_ui_chart_value = /** @type {(inputs: Ui_Chart_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wert`)
};

const fr_ui_chart_value = /** @type {(inputs: Ui_Chart_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valeur`)
};

const nl_ui_chart_value = /** @type {(inputs: Ui_Chart_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waarde`)
};

const es_ui_chart_value = /** @type {(inputs: Ui_Chart_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valor`)
};

const en_xa2_ui_chart_value = /** @type {(inputs: Ui_Chart_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽáļüé ]`)
};

/**
* | output |
* | --- |
* | "Value" |
*
* @param {Ui_Chart_ValueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ui_chart_value = /** @type {((inputs?: Ui_Chart_ValueInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Chart_ValueInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ui_chart_value(inputs)
	if (locale === "fr") return fr_ui_chart_value(inputs)
	if (locale === "nl") return nl_ui_chart_value(inputs)
	if (locale === "es") return es_ui_chart_value(inputs)
	if (locale === "en-XA") return en_xa2_ui_chart_value(inputs)
	return en_ui_chart_value(inputs)
});