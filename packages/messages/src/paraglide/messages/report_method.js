/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ notApplicable: NonNullable<unknown>, exceptions: NonNullable<unknown> }} Report_MethodInputs */

const en_report_method = /** @type {(inputs: Report_MethodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Score = Σ(weight × credit) ÷ Σ(weight) × 100 over the controls that count; credit is 1 for met, ½ for partial, 0 for not met or unanswered. Not applicable controls (${i?.notApplicable}) and accepted exceptions (${i?.exceptions}) are left out.`)
};

const de_report_method = /** @type {(inputs: Report_MethodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wert = Σ(Gewicht × Anrechnung) ÷ Σ(Gewicht) × 100 über die zählenden Kontrollen; die Anrechnung ist 1 für erfüllt, ½ für teilweise, 0 für nicht erfüllt oder unbeantwortet. Nicht anwendbare Kontrollen (${i?.notApplicable}) und akzeptierte Ausnahmen (${i?.exceptions}) bleiben außen vor.`)
};

const fr_report_method = /** @type {(inputs: Report_MethodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Score = Σ(poids × crédit) ÷ Σ(poids) × 100 sur les contrôles pris en compte ; le crédit vaut 1 pour satisfait, ½ pour partiel, 0 pour non satisfait ou sans réponse. Les contrôles non applicables (${i?.notApplicable}) et les exceptions acceptées (${i?.exceptions}) sont exclus.`)
};

const nl_report_method = /** @type {(inputs: Report_MethodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Score = Σ(gewicht × krediet) ÷ Σ(gewicht) × 100 over de meetellende controls; krediet is 1 voor voldaan, ½ voor gedeeltelijk, 0 voor niet voldaan of onbeantwoord. Controls die niet van toepassing zijn (${i?.notApplicable}) en geaccepteerde uitzonderingen (${i?.exceptions}) tellen niet mee.`)
};

const es_report_method = /** @type {(inputs: Report_MethodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puntuación = Σ(peso × crédito) ÷ Σ(peso) × 100 sobre los controles que cuentan; el crédito es 1 si se cumple, ½ si es parcial, 0 si no se cumple o no tiene respuesta. Los controles no aplicables (${i?.notApplicable}) y las excepciones aceptadas (${i?.exceptions}) quedan fuera.`)
};

const en_xa2_report_method = /** @type {(inputs: Report_MethodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šçöŕé = Σ(ŵéíĝĥţ × çŕéðíţ) ÷ Σ(ŵéíĝĥţ) × 100 öṽéŕ ţĥé çöñţŕöļš ţĥáţ çöüñţ; çŕéðíţ íš 1 ƒöŕ ɱéţ, ½ ƒöŕ þáŕţíáļ, 0 ƒöŕ ñöţ ɱéţ öŕ üñáñšŵéŕéð. Ñöţ áþþļíçáƀļé çöñţŕöļš (${i?.notApplicable}) áñð áççéþţéð éẋçéþţíöñš (${i?.exceptions}) áŕé ļéƒţ öüţ. one two three four five six seven eight nine ten eleven twelve thirteen fourtee]`)
};

/**
* | output |
* | --- |
* | "Score = Σ(weight × credit) ÷ Σ(weight) × 100 over the controls that count; credit is 1 for met, ½ for partial, 0 for not met or unanswered. Not applicable co..." |
*
* @param {Report_MethodInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_method = /** @type {((inputs: Report_MethodInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_MethodInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_method(inputs)
	if (locale === "fr") return fr_report_method(inputs)
	if (locale === "nl") return nl_report_method(inputs)
	if (locale === "es") return es_report_method(inputs)
	if (locale === "en-XA") return en_xa2_report_method(inputs)
	return en_report_method(inputs)
});