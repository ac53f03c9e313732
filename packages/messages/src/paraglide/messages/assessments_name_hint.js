/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessments_Name_HintInputs */

const en_assessments_name_hint = /** @type {(inputs: Assessments_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional; by default the baseline and today's date`)
};

const de_assessments_name_hint = /** @type {(inputs: Assessments_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional; standardmäßig die Baseline und das heutige Datum`)
};

const fr_assessments_name_hint = /** @type {(inputs: Assessments_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facultatif ; par défaut le référentiel et la date du jour`)
};

const nl_assessments_name_hint = /** @type {(inputs: Assessments_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optioneel; standaard de baseline en de datum van vandaag`)
};

const es_assessments_name_hint = /** @type {(inputs: Assessments_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opcional; por defecto, la línea base y la fecha de hoy`)
};

const en_xa2_assessments_name_hint = /** @type {(inputs: Assessments_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öþţíöñáļ; ƀý ðéƒáüļţ ţĥé ƀášéļíñé áñð ţöðáý'š ðáţé one two three f]`)
};

/**
* | output |
* | --- |
* | "Optional; by default the baseline and today's date" |
*
* @param {Assessments_Name_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessments_name_hint = /** @type {((inputs?: Assessments_Name_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessments_Name_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessments_name_hint(inputs)
	if (locale === "fr") return fr_assessments_name_hint(inputs)
	if (locale === "nl") return nl_assessments_name_hint(inputs)
	if (locale === "es") return es_assessments_name_hint(inputs)
	if (locale === "en-XA") return en_xa2_assessments_name_hint(inputs)
	return en_assessments_name_hint(inputs)
});