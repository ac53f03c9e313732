/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Gaps_DescriptionInputs */

const en_results_gaps_description = /** @type {(inputs: Results_Gaps_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controls that count and are not fully met. Priority = weight × (1 − credit) ÷ effort (S 1, M 2, L 3).`)
};

const de_results_gaps_description = /** @type {(inputs: Results_Gaps_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zählende Kontrollen, die nicht vollständig erfüllt sind. Priorität = Gewicht × (1 − Anrechnung) ÷ Aufwand (S 1, M 2, L 3).`)
};

const fr_results_gaps_description = /** @type {(inputs: Results_Gaps_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contrôles pris en compte qui ne sont pas entièrement satisfaits. Priorité = poids × (1 − crédit) ÷ effort (S 1, M 2, L 3).`)
};

const nl_results_gaps_description = /** @type {(inputs: Results_Gaps_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meetellende controls die niet volledig voldaan zijn. Prioriteit = gewicht × (1 − krediet) ÷ inspanning (S 1, M 2, L 3).`)
};

const es_results_gaps_description = /** @type {(inputs: Results_Gaps_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controles que cuentan y no se cumplen del todo. Prioridad = peso × (1 − crédito) ÷ esfuerzo (S 1, M 2, L 3).`)
};

const en_xa2_results_gaps_description = /** @type {(inputs: Results_Gaps_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöñţŕöļš ţĥáţ çöüñţ áñð áŕé ñöţ ƒüļļý ɱéţ. Þŕíöŕíţý = ŵéíĝĥţ × (1 − çŕéðíţ) ÷ éƒƒöŕţ (Š 1, Ṁ 2, Ļ 3). one two three four five six seve]`)
};

/**
* | output |
* | --- |
* | "Controls that count and are not fully met. Priority = weight × (1 − credit) ÷ effort (S 1, M 2, L 3)." |
*
* @param {Results_Gaps_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_gaps_description = /** @type {((inputs?: Results_Gaps_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Gaps_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_gaps_description(inputs)
	if (locale === "fr") return fr_results_gaps_description(inputs)
	if (locale === "nl") return nl_results_gaps_description(inputs)
	if (locale === "es") return es_results_gaps_description(inputs)
	if (locale === "en-XA") return en_xa2_results_gaps_description(inputs)
	return en_results_gaps_description(inputs)
});