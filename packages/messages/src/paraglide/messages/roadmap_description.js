/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_DescriptionInputs */

const en_roadmap_description = /** @type {(inputs: Roadmap_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every open remediation item across your tenants, prioritised into Now, Next and Later.`)
};

const de_roadmap_description = /** @type {(inputs: Roadmap_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle offenen Maßnahmen Ihrer Mandanten, priorisiert nach Jetzt, Als Nächstes und Später.`)
};

const fr_roadmap_description = /** @type {(inputs: Roadmap_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les actions correctives ouvertes de vos entités, classées en Maintenant, Ensuite et Plus tard.`)
};

const nl_roadmap_description = /** @type {(inputs: Roadmap_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle open herstelacties van uw tenants, geprioriteerd in Nu, Hierna en Later.`)
};

const es_roadmap_description = /** @type {(inputs: Roadmap_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las acciones de corrección abiertas de sus inquilinos, priorizadas en Ahora, Después y Más adelante.`)
};

const en_xa2_roadmap_description = /** @type {(inputs: Roadmap_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý öþéñ ŕéɱéðíáţíöñ íţéɱ áçŕöšš ýöüŕ ţéñáñţš, þŕíöŕíţíšéð íñţö Ñöŵ, Ñéẋţ áñð Ļáţéŕ. one two three four five six]`)
};

/**
* | output |
* | --- |
* | "Every open remediation item across your tenants, prioritised into Now, Next and Later." |
*
* @param {Roadmap_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_description = /** @type {((inputs?: Roadmap_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_description(inputs)
	if (locale === "fr") return fr_roadmap_description(inputs)
	if (locale === "nl") return nl_roadmap_description(inputs)
	if (locale === "es") return es_roadmap_description(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_description(inputs)
	return en_roadmap_description(inputs)
});