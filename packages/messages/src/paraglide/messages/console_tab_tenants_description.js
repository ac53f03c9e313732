/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Tab_Tenants_DescriptionInputs */

const en_console_tab_tenants_description = /** @type {(inputs: Console_Tab_Tenants_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every organisation with its plan, subscription, usage against limits and last activity.`)
};

const de_console_tab_tenants_description = /** @type {(inputs: Console_Tab_Tenants_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jede Organisation mit Tarif, Abonnement, Nutzung im Verhältnis zu den Limits und letzter Aktivität.`)
};

const fr_console_tab_tenants_description = /** @type {(inputs: Console_Tab_Tenants_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque organisation avec son offre, son abonnement, son utilisation par rapport aux limites et sa dernière activité.`)
};

const nl_console_tab_tenants_description = /** @type {(inputs: Console_Tab_Tenants_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elke organisatie met haar abonnement, plan, gebruik ten opzichte van de limieten en laatste activiteit.`)
};

const es_console_tab_tenants_description = /** @type {(inputs: Console_Tab_Tenants_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada organización con su plan, su suscripción, su uso frente a los límites y su última actividad.`)
};

const en_xa2_console_tab_tenants_description = /** @type {(inputs: Console_Tab_Tenants_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý öŕĝáñíšáţíöñ ŵíţĥ íţš þļáñ, šüƀšçŕíþţíöñ, üšáĝé áĝáíñšţ ļíɱíţš áñð ļášţ áçţíṽíţý. one two three four five six]`)
};

/**
* | output |
* | --- |
* | "Every organisation with its plan, subscription, usage against limits and last activity." |
*
* @param {Console_Tab_Tenants_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_tab_tenants_description = /** @type {((inputs?: Console_Tab_Tenants_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Tab_Tenants_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_tab_tenants_description(inputs)
	if (locale === "fr") return fr_console_tab_tenants_description(inputs)
	if (locale === "nl") return nl_console_tab_tenants_description(inputs)
	if (locale === "es") return es_console_tab_tenants_description(inputs)
	if (locale === "en-XA") return en_xa2_console_tab_tenants_description(inputs)
	return en_console_tab_tenants_description(inputs)
});