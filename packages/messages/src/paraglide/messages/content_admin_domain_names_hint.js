/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Domain_Names_HintInputs */

const en_content_admin_domain_names_hint = /** @type {(inputs: Content_Admin_Domain_Names_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Readers in these languages see the domain under this name. Leave a language empty to show the baseline’s own name.`)
};

const de_content_admin_domain_names_hint = /** @type {(inputs: Content_Admin_Domain_Names_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wer in diesen Sprachen liest, sieht die Domäne unter diesem Namen. Lassen Sie eine Sprache leer, um den eigenen Namen der Baseline zu zeigen.`)
};

const fr_content_admin_domain_names_hint = /** @type {(inputs: Content_Admin_Domain_Names_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les lecteurs de ces langues voient le domaine sous ce nom. Laissez une langue vide pour afficher le nom d’origine du référentiel.`)
};

const nl_content_admin_domain_names_hint = /** @type {(inputs: Content_Admin_Domain_Names_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lezers in deze talen zien het domein onder deze naam. Laat een taal leeg om de eigen naam van de baseline te tonen.`)
};

const es_content_admin_domain_names_hint = /** @type {(inputs: Content_Admin_Domain_Names_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quienes leen en estos idiomas ven el dominio con este nombre. Deje un idioma vacío para mostrar el nombre propio de la línea base.`)
};

const en_xa2_content_admin_domain_names_hint = /** @type {(inputs: Content_Admin_Domain_Names_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéáðéŕš íñ ţĥéšé ļáñĝüáĝéš šéé ţĥé ðöɱáíñ üñðéŕ ţĥíš ñáɱé. Ļéáṽé á ļáñĝüáĝé éɱþţý ţö šĥöŵ ţĥé ƀášéļíñé’š öŵñ ñáɱé. one two three four five six seven eig]`)
};

/**
* | output |
* | --- |
* | "Readers in these languages see the domain under this name. Leave a language empty to show the baseline’s own name." |
*
* @param {Content_Admin_Domain_Names_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_domain_names_hint = /** @type {((inputs?: Content_Admin_Domain_Names_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Domain_Names_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_domain_names_hint(inputs)
	if (locale === "fr") return fr_content_admin_domain_names_hint(inputs)
	if (locale === "nl") return nl_content_admin_domain_names_hint(inputs)
	if (locale === "es") return es_content_admin_domain_names_hint(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_domain_names_hint(inputs)
	return en_content_admin_domain_names_hint(inputs)
});