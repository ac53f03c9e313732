/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Billing_Line_Private_BaselinesInputs */

const en_billing_line_private_baselines = /** @type {(inputs: Billing_Line_Private_BaselinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} private baseline`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} private baselines`);
	return /** @type {LocalizedString} */ ("billing_line_private_baselines");
};

const de_billing_line_private_baselines = /** @type {(inputs: Billing_Line_Private_BaselinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} private Baseline`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} private Baselines`);
	return /** @type {LocalizedString} */ ("billing_line_private_baselines");
};

const fr_billing_line_private_baselines = /** @type {(inputs: Billing_Line_Private_BaselinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} référentiel privé`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} référentiels privés`);
	return /** @type {LocalizedString} */ ("billing_line_private_baselines");
};

const nl_billing_line_private_baselines = /** @type {(inputs: Billing_Line_Private_BaselinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} privébaseline`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} privébaselines`);
	return /** @type {LocalizedString} */ ("billing_line_private_baselines");
};

const es_billing_line_private_baselines = /** @type {(inputs: Billing_Line_Private_BaselinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} línea base privada`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} líneas base privadas`);
	return /** @type {LocalizedString} */ ("billing_line_private_baselines");
};

const en_xa2_billing_line_private_baselines = /** @type {(inputs: Billing_Line_Private_BaselinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} þŕíṽáţé ƀášéļíñé one t]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[${i?.shown} þŕíṽáţé ƀášéļíñéš one tw]`);
	return /** @type {LocalizedString} */ ("billing_line_private_baselines");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} private baseline" |
* | "other" | "{shown} private baselines" |
*
* @param {Billing_Line_Private_BaselinesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_line_private_baselines = /** @type {((inputs: Billing_Line_Private_BaselinesInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Line_Private_BaselinesInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_line_private_baselines(inputs)
	if (locale === "fr") return fr_billing_line_private_baselines(inputs)
	if (locale === "nl") return nl_billing_line_private_baselines(inputs)
	if (locale === "es") return es_billing_line_private_baselines(inputs)
	if (locale === "en-XA") return en_xa2_billing_line_private_baselines(inputs)
	return en_billing_line_private_baselines(inputs)
});