/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Formula_RuleInputs */

const en_results_formula_rule = /** @type {(inputs: Results_Formula_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Over the controls that count, with one decimal. Credit: met 1, partial ½, not met 0; an unanswered control counts as not met and lowers coverage.`)
};

const de_results_formula_rule = /** @type {(inputs: Results_Formula_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Über die zählenden Kontrollen, mit einer Nachkommastelle. Anrechnung: erfüllt 1, teilweise ½, nicht erfüllt 0; eine unbeantwortete Kontrolle zählt als nicht erfüllt und senkt die Abdeckung.`)
};

const fr_results_formula_rule = /** @type {(inputs: Results_Formula_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sur les contrôles pris en compte, avec une décimale. Crédit : satisfait 1, partiel ½, non satisfait 0 ; un contrôle sans réponse compte comme non satisfait et réduit la couverture.`)
};

const nl_results_formula_rule = /** @type {(inputs: Results_Formula_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Over de meetellende controls, met één decimaal. Krediet: voldaan 1, gedeeltelijk ½, niet voldaan 0; een onbeantwoorde control telt als niet voldaan en verlaagt de dekking.`)
};

const es_results_formula_rule = /** @type {(inputs: Results_Formula_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sobre los controles que cuentan, con un decimal. Crédito: cumplido 1, parcial ½, no cumplido 0; un control sin respuesta cuenta como no cumplido y reduce la cobertura.`)
};

const en_xa2_results_formula_rule = /** @type {(inputs: Results_Formula_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öṽéŕ ţĥé çöñţŕöļš ţĥáţ çöüñţ, ŵíţĥ öñé ðéçíɱáļ. Çŕéðíţ: ɱéţ 1, þáŕţíáļ ½, ñöţ ɱéţ 0; áñ üñáñšŵéŕéð çöñţŕöļ çöüñţš áš ñöţ ɱéţ áñð ļöŵéŕš çöṽéŕáĝé. one two three four five six seven eight nine ten]`)
};

/**
* | output |
* | --- |
* | "Over the controls that count, with one decimal. Credit: met 1, partial ½, not met 0; an unanswered control counts as not met and lowers coverage." |
*
* @param {Results_Formula_RuleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_formula_rule = /** @type {((inputs?: Results_Formula_RuleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Formula_RuleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_formula_rule(inputs)
	if (locale === "fr") return fr_results_formula_rule(inputs)
	if (locale === "nl") return nl_results_formula_rule(inputs)
	if (locale === "es") return es_results_formula_rule(inputs)
	if (locale === "en-XA") return en_xa2_results_formula_rule(inputs)
	return en_results_formula_rule(inputs)
});