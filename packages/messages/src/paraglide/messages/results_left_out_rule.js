/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ notApplicable: NonNullable<unknown>, exceptions: NonNullable<unknown> }} Results_Left_Out_RuleInputs */

const en_results_left_out_rule = /** @type {(inputs: Results_Left_Out_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not applicable controls (${i?.notApplicable}) and controls under an accepted exception (${i?.exceptions}) are left out of both sums: they neither raise nor lower the score. An exception that has expired counts as not met.`)
};

const de_results_left_out_rule = /** @type {(inputs: Results_Left_Out_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nicht anwendbare Kontrollen (${i?.notApplicable}) und Kontrollen mit akzeptierter Ausnahme (${i?.exceptions}) bleiben in beiden Summen außen vor: Sie heben den Wert nicht und senken ihn nicht. Eine abgelaufene Ausnahme zählt als nicht erfüllt.`)
};

const fr_results_left_out_rule = /** @type {(inputs: Results_Left_Out_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les contrôles non applicables (${i?.notApplicable}) et ceux sous une exception acceptée (${i?.exceptions}) sont exclus des deux sommes : ils ne font ni monter ni baisser le score. Une exception expirée compte comme non satisfaite.`)
};

const nl_results_left_out_rule = /** @type {(inputs: Results_Left_Out_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Controls die niet van toepassing zijn (${i?.notApplicable}) en controls met een geaccepteerde uitzondering (${i?.exceptions}) tellen in geen van beide sommen mee: ze verhogen noch verlagen de score. Een verlopen uitzondering telt als niet voldaan.`)
};

const es_results_left_out_rule = /** @type {(inputs: Results_Left_Out_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los controles no aplicables (${i?.notApplicable}) y los que tienen una excepción aceptada (${i?.exceptions}) quedan fuera de ambas sumas: no suben ni bajan la puntuación. Una excepción vencida cuenta como no cumplida.`)
};

const en_xa2_results_left_out_rule = /** @type {(inputs: Results_Left_Out_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñöţ áþþļíçáƀļé çöñţŕöļš (${i?.notApplicable}) áñð çöñţŕöļš üñðéŕ áñ áççéþţéð éẋçéþţíöñ (${i?.exceptions}) áŕé ļéƒţ öüţ öƒ ƀöţĥ šüɱš: ţĥéý ñéíţĥéŕ ŕáíšé ñöŕ ļöŵéŕ ţĥé šçöŕé. Åñ éẋçéþţíöñ ţĥáţ ĥáš éẋþíŕéð çöüñţš áš ñöţ ɱéţ. one two three four five six seven eight nine ten eleven twelve thirteen ]`)
};

/**
* | output |
* | --- |
* | "Not applicable controls ({notApplicable}) and controls under an accepted exception ({exceptions}) are left out of both sums: they neither raise nor lower the..." |
*
* @param {Results_Left_Out_RuleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_left_out_rule = /** @type {((inputs: Results_Left_Out_RuleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Left_Out_RuleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_left_out_rule(inputs)
	if (locale === "fr") return fr_results_left_out_rule(inputs)
	if (locale === "nl") return nl_results_left_out_rule(inputs)
	if (locale === "es") return es_results_left_out_rule(inputs)
	if (locale === "en-XA") return en_xa2_results_left_out_rule(inputs)
	return en_results_left_out_rule(inputs)
});