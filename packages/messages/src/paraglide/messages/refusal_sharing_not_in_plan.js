/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Sharing_Not_In_PlanInputs */

const en_refusal_sharing_not_in_plan = /** @type {(inputs: Refusal_Sharing_Not_In_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your plan does not include sharing tenants. Upgrade the plan to share this tenant.`)
};

const de_refusal_sharing_not_in_plan = /** @type {(inputs: Refusal_Sharing_Not_In_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Tarif umfasst das Teilen von Ergebnissen nicht. Wechseln Sie den Tarif, um zu teilen.`)
};

const fr_refusal_sharing_not_in_plan = /** @type {(inputs: Refusal_Sharing_Not_In_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre offre n’inclut pas le partage des résultats. Passez à une offre supérieure pour partager.`)
};

const nl_refusal_sharing_not_in_plan = /** @type {(inputs: Refusal_Sharing_Not_In_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw abonnement bevat het delen van resultaten niet. Upgrade om te delen.`)
};

const es_refusal_sharing_not_in_plan = /** @type {(inputs: Refusal_Sharing_Not_In_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su plan no incluye compartir resultados. Mejore el plan para compartir.`)
};

const en_xa2_refusal_sharing_not_in_plan = /** @type {(inputs: Refusal_Sharing_Not_In_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ þļáñ ðöéš ñöţ íñçļüðé šĥáŕíñĝ ţéñáñţš. Ûþĝŕáðé ţĥé þļáñ ţö šĥáŕé ţĥíš ţéñáñţ. one two three four five si]`)
};

/**
* | output |
* | --- |
* | "Your plan does not include sharing tenants. Upgrade the plan to share this tenant." |
*
* @param {Refusal_Sharing_Not_In_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_sharing_not_in_plan = /** @type {((inputs?: Refusal_Sharing_Not_In_PlanInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Sharing_Not_In_PlanInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_sharing_not_in_plan(inputs)
	if (locale === "fr") return fr_refusal_sharing_not_in_plan(inputs)
	if (locale === "nl") return nl_refusal_sharing_not_in_plan(inputs)
	if (locale === "es") return es_refusal_sharing_not_in_plan(inputs)
	if (locale === "en-XA") return en_xa2_refusal_sharing_not_in_plan(inputs)
	return en_refusal_sharing_not_in_plan(inputs)
});