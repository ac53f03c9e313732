/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ui_Chart_PointInputs */

const en_ui_chart_point = /** @type {(inputs: Ui_Chart_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Point`)
};

const de_ui_chart_point = /** @type {(inputs: Ui_Chart_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punkt`)
};

const fr_ui_chart_point = /** @type {(inputs: Ui_Chart_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Point`)
};

const nl_ui_chart_point = /** @type {(inputs: Ui_Chart_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punt`)
};

const es_ui_chart_point = /** @type {(inputs: Ui_Chart_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punto`)
};

const en_xa2_ui_chart_point = /** @type {(inputs: Ui_Chart_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þöíñţ ]`)
};

/**
* | output |
* | --- |
* | "Point" |
*
* @param {Ui_Chart_PointInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ui_chart_point = /** @type {((inputs?: Ui_Chart_PointInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Chart_PointInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ui_chart_point(inputs)
	if (locale === "fr") return fr_ui_chart_point(inputs)
	if (locale === "nl") return nl_ui_chart_point(inputs)
	if (locale === "es") return es_ui_chart_point(inputs)
	if (locale === "en-XA") return en_xa2_ui_chart_point(inputs)
	return en_ui_chart_point(inputs)
});