/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_No_GapsInputs */

const en_report_no_gaps = /** @type {(inputs: Report_No_GapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None: every control that counts is met.`)
};

const de_report_no_gaps = /** @type {(inputs: Report_No_GapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine: Jede zählende Kontrolle ist erfüllt.`)
};

const fr_report_no_gaps = /** @type {(inputs: Report_No_GapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun : chaque contrôle pris en compte est satisfait.`)
};

const nl_report_no_gaps = /** @type {(inputs: Report_No_GapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen: elke meetellende control is voldaan.`)
};

const es_report_no_gaps = /** @type {(inputs: Report_No_GapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna: todos los controles que cuentan se cumplen.`)
};

const en_xa2_report_no_gaps = /** @type {(inputs: Report_No_GapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñöñé: éṽéŕý çöñţŕöļ ţĥáţ çöüñţš íš ɱéţ. one two thr]`)
};

/**
* | output |
* | --- |
* | "None: every control that counts is met." |
*
* @param {Report_No_GapsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_no_gaps = /** @type {((inputs?: Report_No_GapsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_No_GapsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_no_gaps(inputs)
	if (locale === "fr") return fr_report_no_gaps(inputs)
	if (locale === "nl") return nl_report_no_gaps(inputs)
	if (locale === "es") return es_report_no_gaps(inputs)
	if (locale === "en-XA") return en_xa2_report_no_gaps(inputs)
	return en_report_no_gaps(inputs)
});